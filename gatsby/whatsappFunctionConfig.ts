/**
 * The `config` export of the WhatsApp function (src/api/whatsapp.ts), outside src/ for the
 * reason leadFunctionConfig.ts gives.
 */
export { WHATSAPP_FUNCTION_CONFIG as config } from '../src/server/gatsby'
