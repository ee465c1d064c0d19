/** GET /api/news/{id}: one news entry. */
import { catalogueEndpoints } from '../../server/catalogueEndpoints'
import { gatsbyFunction } from '../../server/gatsby'

export default gatsbyFunction((context) => catalogueEndpoints(context).newsEntry)
