/** GET /api/summary: counts of the published catalogue, or of one operation's. */
import { catalogueEndpoints } from '../server/catalogueEndpoints'
import { gatsbyFunction } from '../server/gatsby'

export default gatsbyFunction((context) => catalogueEndpoints(context).summary)
