/**
 * The choices the appraisal and application forms offer. Fixed lists: the appraisal asks about
 * the visitor's own property, which need not match any type the agency publishes today.
 */

export const OPERATION_OPTIONS = ['Venta', 'Alquiler', 'Alquiler temporario'] as const

/** The common Tokko property types, in Spanish as Tokko names them. */
export const PROPERTY_TYPE_OPTIONS = [
  'Departamento',
  'Casa',
  'PH',
  'Local',
  'Oficina',
  'Terreno',
  'Cochera',
  'Campo',
] as const

export const AGE_OPTIONS = [
  'A estrenar',
  'Hasta 10 años',
  '10 a 30 años',
  'Más de 30 años',
] as const

export const GARAGE_OPTIONS = ['Sí', 'No'] as const

export const AMENITY_OPTIONS = [
  'Pileta',
  'Parrilla',
  'SUM',
  'Gimnasio',
  'Seguridad',
  'Balcón',
  'Terraza',
  'Jardín',
] as const

/** Optional in the application; "Prefiero no decirlo" is sent as chosen, an empty choice as ''. */
export const GENDER_OPTIONS = ['Femenino', 'Masculino', 'Otro', 'Prefiero no decirlo'] as const
