/** GET /api/developments: published developments, optionally of one construction status. */
import { catalogueEndpoints } from '../../server/catalogueEndpoints'
import { gatsbyFunction } from '../../server/gatsby'

export default gatsbyFunction((context) => catalogueEndpoints(context).developments)
