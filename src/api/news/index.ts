/** GET /api/news: every news entry, newest first. */
import { catalogueEndpoints } from '../../server/catalogueEndpoints'
import { gatsbyFunction } from '../../server/gatsby'

export default gatsbyFunction((context) => catalogueEndpoints(context).news)
