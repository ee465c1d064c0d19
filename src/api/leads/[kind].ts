/** POST /api/leads/{kind}: a lead of one form, checked and delivered to both services. */
import { gatsbyFunction, LEAD_FUNCTION_CONFIG } from '../../server/gatsby'
import { leadEndpoints } from '../../server/leadEndpoints'

export const config = LEAD_FUNCTION_CONFIG

export default gatsbyFunction((context) => leadEndpoints(context).lead)
