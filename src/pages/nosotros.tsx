import { graphql, type HeadFC, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { PageHeader } from '../components/PageHeader'
import { Paragraphs } from '../components/Paragraphs'
import { Seo } from '../components/Seo'
import { useSite } from '../hooks/useSite'
import * as styles from './pages.module.css'

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { settings } = useSite()
  const about = data.siteSettings?.modules.about
  const team = about?.team ?? []
  return (
    <Layout>
      <PageHeader title={about?.title || `Quiénes somos`} />
      <div className="container section">
        {about?.text ? (
          <Paragraphs text={about.text} className="prose" />
        ) : (
          <p className="prose">
            {settings.name} acompaña a quienes compran, venden y alquilan propiedades.
          </p>
        )}
        {team.length > 0 && (
          <section className="section" aria-labelledby="titulo-equipo">
            <h2 id="titulo-equipo">Nuestro equipo</h2>
            <ul className={styles.team}>
              {team.map((member) => (
                <li key={member.name} className={styles.member}>
                  {member.picture && (
                    <img src={member.picture} alt="" width={96} height={96} loading="lazy" />
                  )}
                  <strong>{member.name}</strong>
                  {member.position && <span>{member.position}</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Layout>
  )
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ location, data }) => (
  <Seo
    title={data.siteSettings?.modules.about.title || 'Quiénes somos'}
    description={data.siteSettings?.modules.about.text}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query AboutPage {
    siteSettings {
      modules {
        about {
          title
          text
          team {
            name
            position
            picture
          }
        }
      }
    }
  }
`
