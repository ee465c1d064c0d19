/** GET /api/developments/{id}: one published development with its units, as it is now. */
import { catalogueEndpoints } from '../../../server/catalogueEndpoints'
import { gatsbyFunction } from '../../../server/gatsby'

export default gatsbyFunction((context) => catalogueEndpoints(context).development)
