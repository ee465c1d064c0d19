/** POST /api/whatsapp: a press on a WhatsApp button; GET ?ref=: staff look a reference up. */
import { gatsbyFunction } from '../server/gatsby'
import { whatsappEndpoints } from '../server/whatsappEndpoints'

// The body limit of a press (see gatsby/leadFunctionConfig.ts for why it lives outside src/).
export * from '../../gatsby/whatsappFunctionConfig'

export default gatsbyFunction((context) => whatsappEndpoints(context).whatsapp)
