import { LEAD_KINDS } from './leadRequests'
import { LEAD_USES, recipientsClause } from './privacy'

describe('LEAD_USES', () => {
  it('says what every form is for and who receives it', () => {
    expect(Object.keys(LEAD_USES).sort()).toEqual([...LEAD_KINDS].sort())
    for (const use of Object.values(LEAD_USES)) {
      expect(use.purpose).toMatch(/^\p{Ll}/u)
      expect(use.recipients.length).toBeGreaterThan(0)
    }
  })
})

describe('recipientsClause', () => {
  it('names the CRM and the backend, or the backend alone for an application', () => {
    expect(recipientsClause('contact')).toBe(
      'los reciben su CRM (Tokko Broker) y el sistema de gestión de su sitio web',
    )
    expect(recipientsClause('application')).toBe('los recibe el sistema de gestión de su sitio web')
  })
})
