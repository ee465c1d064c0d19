import type { HeadFC } from 'gatsby'
import { Layout } from '../components/Layout'
import { PageHeader } from '../components/PageHeader'
import { PrivacyPolicy } from '../components/privacy/PrivacyPolicy'
import { Seo } from '../components/Seo'
import { StaticHtml } from '../components/StaticHtml'
import { useSite } from '../hooks/useSite'

export default function PrivacyPage() {
  const site = useSite()
  return (
    <Layout>
      <PageHeader title="Privacidad y datos personales">
        <p>Qué datos te pedimos, para qué, quién los recibe y cómo ejercer tus derechos.</p>
      </PageHeader>
      {/* Text and links only: adopted as the server wrote it, nothing to hydrate. */}
      <StaticHtml className="container section" inputs={[site]}>
        <PrivacyPolicy site={site} />
      </StaticHtml>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Privacidad y datos personales"
    description="Cómo la inmobiliaria trata los datos personales que dejás en este sitio (Ley 25.326)."
    pathname={location.pathname}
  />
)
