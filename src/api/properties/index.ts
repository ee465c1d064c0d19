/** GET /api/properties: the listing search or its total, the home's quick search or the featured. */
import { catalogueEndpoints } from '../../server/catalogueEndpoints'
import { gatsbyFunction } from '../../server/gatsby'

export default gatsbyFunction((context) => catalogueEndpoints(context).properties)
