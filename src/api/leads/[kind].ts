/** POST /api/leads/{kind}: a lead of one form, checked and delivered to both services. */
import { gatsbyFunction } from '../../server/gatsby'
import { leadEndpoints } from '../../server/leadEndpoints'

// The body limit for a CV (see gatsby/leadFunctionConfig.ts for why it lives there).
export * from '../../../gatsby/leadFunctionConfig'

export default gatsbyFunction((context) => leadEndpoints(context).lead)
