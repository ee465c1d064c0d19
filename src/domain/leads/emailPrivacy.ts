/**
 * What the forms that ask only for an email say of it, and where the privacy page is: the
 * footer's newsletter on every page says it, so this stays apart from the other forms' uses
 * (privacy.ts), whose texts would otherwise ship with every page.
 */

/** The privacy page: the notice of every form links to it, and the footer of every page. */
export const PRIVACY_PATH = '/privacidad/'

/** What the email of the newsletter and of a search alert is for, after "para". */
export const EMAIL_PURPOSES = {
  newsletter: 'enviarte novedades y propiedades nuevas',
  alert: 'avisarte cuando se publiquen propiedades para tu búsqueda',
} as const

export type EmailLeadKind = keyof typeof EMAIL_PURPOSES
