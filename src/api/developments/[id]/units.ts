/** GET /api/developments/{id}/units: a development's units as they are now. */
import { catalogueEndpoints } from '../../../server/catalogueEndpoints'
import { gatsbyFunction } from '../../../server/gatsby'

export default gatsbyFunction((context) => catalogueEndpoints(context).developmentUnits)
