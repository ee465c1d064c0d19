/**
 * The legend Disposición DNPDP 10/2008 (art. 1) requires, with today's control body, the Agencia
 * de Acceso a la Información Pública (Decreto 746/2017). Apart from privacy.ts, which the footer
 * of every page loads: only the privacy page needs it.
 */
export const ACCESS_RIGHT_LEGEND =
  'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley Nº 25.326. La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley Nº 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.'
