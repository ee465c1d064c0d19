/** GET /api/lead-token: a signed form token, asked for when a visitor first edits a form. */
import { gatsbyFunction } from '../server/gatsby'
import { leadEndpoints } from '../server/leadEndpoints'

export default gatsbyFunction((context) => leadEndpoints(context).leadToken)
