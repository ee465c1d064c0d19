/** GET /api/properties/{id}: one property as it is now (favourites, /tokko/{id}). */
import { catalogueEndpoints } from '../../server/catalogueEndpoints'
import { gatsbyFunction } from '../../server/gatsby'

export default gatsbyFunction((context) => catalogueEndpoints(context).property)
