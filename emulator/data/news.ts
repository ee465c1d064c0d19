/** The agency's news (novedades): short articles with HTML bodies, newest first. */
import type { RawNewsEntry } from '../../src/broker/wireTypes'
import { photoUrl } from './mediaAddresses'
import { asciiSlug } from './producers'

const NEWS_TAGS = {
  mercado: { id: 1, name: 'Mercado' },
  creditos: { id: 2, name: 'Créditos' },
  alquileres: { id: 3, name: 'Alquileres' },
  consejos: { id: 4, name: 'Consejos' },
  emprendimientos: { id: 5, name: 'Emprendimientos' },
  agencia: { id: 6, name: 'La inmobiliaria' },
}

type NewsTagKey = keyof typeof NEWS_TAGS

interface Article {
  date: string
  title: string
  headline: string
  body: string[]
  tags: NewsTagKey[]
  author: string
  featured?: boolean
}

const ARTICLES: Article[] = [
  {
    date: '2025-06-18',
    title: 'Cómo se movió el mercado inmobiliario porteño en el primer semestre',
    headline:
      'Las escrituras crecieron y los precios de venta muestran una leve suba en los barrios más buscados.',
    body: [
      'Durante el primer semestre las escrituras en la Ciudad de Buenos Aires crecieron frente al mismo período del año anterior.',
      'Palermo, Belgrano y Núñez siguen concentrando la mayor demanda de departamentos de 2 y 3 ambientes.',
    ],
    tags: ['mercado'],
    author: 'Martín Ochoa',
    featured: true,
  },
  {
    date: '2025-05-30',
    title: 'Créditos hipotecarios: qué piden los bancos hoy',
    headline:
      'Repasamos requisitos, plazos y la relación cuota-ingreso que exigen las principales entidades.',
    body: [
      'Los bancos volvieron a ofrecer créditos UVA a 20 y 30 años. La cuota no puede superar el 25% de los ingresos.',
      'Te recomendamos consultar primero la precalificación: así sabés qué propiedades están a tu alcance.',
    ],
    tags: ['creditos', 'consejos'],
    author: 'Laura Benítez',
    featured: true,
  },
  {
    date: '2025-05-12',
    title: 'Alquileres: lo que tenés que saber antes de firmar un contrato',
    headline:
      'Plazos, actualizaciones, garantías y depósito: una guía rápida para inquilinos y propietarios.',
    body: [
      'Con la libertad de pactar plazos y ajustes, conviene leer con atención la cláusula de actualización.',
      'Las garantías más usadas son la propietaria y el seguro de caución.',
    ],
    tags: ['alquileres', 'consejos'],
    author: 'Sofía Quiroga',
  },
  {
    date: '2025-04-25',
    title: 'Lanzamos la preventa de Torre Aurora en Palermo',
    headline: 'Unidades de 1 a 4 ambientes con amenities y financiación en cuotas.',
    body: [
      'Torre Aurora suma 14 pisos con unidades de 1 a 4 ambientes, pileta, gimnasio y SUM.',
      'La preventa ofrece anticipo del 30% y saldo en 36 cuotas ajustadas por CAC.',
    ],
    tags: ['emprendimientos'],
    author: 'Julián Ferreyra',
    featured: true,
  },
  {
    date: '2025-04-08',
    title: '5 claves para tasar tu propiedad correctamente',
    headline: 'Ubicación, estado, superficie y comparables: cómo se llega a un precio realista.',
    body: [
      'Un precio bien tasado se vende en la mitad del tiempo que uno sobrevaluado.',
      'Nuestros tasadores visitan la propiedad y comparan con operaciones cerradas en la zona.',
    ],
    tags: ['consejos'],
    author: 'Diego Acosta',
  },
  {
    date: '2025-03-20',
    title: 'Alquiler temporario: una opción rentable para propietarios',
    headline: 'Cómo funciona, qué gastos considerar y qué barrios tienen más demanda turística.',
    body: [
      'San Telmo, Palermo y Recoleta concentran la demanda de turistas y ejecutivos.',
      'Un departamento amoblado y bien ubicado puede rendir más que un alquiler tradicional.',
    ],
    tags: ['alquileres', 'mercado'],
    author: 'Sofía Quiroga',
  },
  {
    date: '2025-02-27',
    title: 'Zona Norte: crece la demanda de casas con jardín',
    headline: 'Olivos, Martínez y San Isidro siguen entre los preferidos de las familias.',
    body: [
      'La búsqueda de espacios verdes sostiene la demanda de casas en el corredor norte.',
      'Los barrios cerrados de Nordelta completan la oferta con seguridad y amenities.',
    ],
    tags: ['mercado'],
    author: 'Valentina Ríos',
  },
  {
    date: '2025-02-10',
    title: 'Qué documentación necesitás para vender tu departamento',
    headline: 'Escritura, planos, libre deuda y reglamento de copropiedad: la lista completa.',
    body: [
      'Tener la documentación lista acelera la firma del boleto y evita sorpresas en la escritura.',
      'Pedí el libre deuda de expensas y de servicios con anticipación.',
    ],
    tags: ['consejos'],
    author: 'Martín Ochoa',
  },
  {
    date: '2025-01-22',
    title: 'Invertir en pozo: ventajas y riesgos',
    headline:
      'Comprar en etapa de pozo permite un precio menor, pero conviene conocer al desarrollador.',
    body: [
      'La diferencia entre el precio de pozo y el de una unidad terminada suele rondar el 20%.',
      'Revisá los antecedentes del desarrollador y el cronograma de obra antes de firmar.',
    ],
    tags: ['emprendimientos', 'consejos'],
    author: 'Julián Ferreyra',
  },
  {
    date: '2024-12-16',
    title: 'Horarios de atención durante las fiestas',
    headline: 'Nuestras oficinas atienden con horario reducido entre Navidad y Año Nuevo.',
    body: [
      'Del 24 de diciembre al 2 de enero atendemos de lunes a viernes de 10 a 14 hs.',
      'Podés escribirnos por WhatsApp en cualquier momento.',
    ],
    tags: ['agencia'],
    author: 'Inmobiliaria Demo',
  },
  {
    date: '2024-11-28',
    title: 'Expensas: cómo leer la liquidación mensual',
    headline: 'Ordinarias, extraordinarias y fondo de reserva: qué paga cada uno.',
    body: [
      'Las expensas extraordinarias corresponden al propietario; las ordinarias, en general, al inquilino.',
      'Pedí siempre el detalle de la liquidación al administrador del consorcio.',
    ],
    tags: ['consejos', 'alquileres'],
    author: 'Laura Benítez',
  },
  {
    date: '2024-10-15',
    title: 'Sumamos nuevas propiedades en Villa Urquiza y Colegiales',
    headline: 'Departamentos a estrenar y PH reciclados se suman a nuestra cartera.',
    body: [
      'Incorporamos más de veinte propiedades en dos de los barrios con más proyección de la ciudad.',
      // Agents paste HTML from other sites; the site must sanitise it before rendering.
      'Mirá las fichas completas en nuestra web.<script>alert("novedad")</script> <a href="javascript:alert(1)">Ver más</a>',
    ],
    tags: ['agencia', 'mercado'],
    author: 'Valentina Ríos',
  },
]

/** The news entries, newest first, with images under `base`. */
export function generateNews(base: string): RawNewsEntry[] {
  return ARTICLES.map((article, index) => {
    const id = ARTICLES.length - index
    return {
      id,
      title: article.title,
      slug: asciiSlug(article.title),
      headline: article.headline,
      content: [
        `<p><strong>${article.headline}</strong></p>`,
        ...article.body.map((paragraph, n) =>
          n === 0 ? `<p>${paragraph}</p>` : `<h2>Más detalles</h2><p>${paragraph}</p>`,
        ),
      ].join(''),
      date_published: article.date,
      tags: article.tags.map((key) => ({ ...NEWS_TAGS[key] })),
      main_image: photoUrl(base, 'news', id, 0, 'original'),
      featured: article.featured ?? false,
      author: article.author,
    }
  })
}
