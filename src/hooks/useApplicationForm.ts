import { useCallback, useMemo, useState } from 'react'
import { localIsoDate } from '../domain/site/dates'
import { validateApplication } from '../domain/leads/applicationValidation'
import { useCvFile, type ChosenCv } from './useCvFile'
import { useLeadForm } from './useLeadForm'

export type ApplicationValues = {
  email: string
  gender: string
  /** Date of birth, YYYY-MM-DD (what a date input gives). */
  date: string
  location: string
  phone: string
  position: string
}

// A module constant: the lead hook keeps it across renders (draft, start over).
const INITIAL: ApplicationValues = {
  email: '',
  gender: '',
  date: '',
  location: '',
  phone: '',
  position: '',
}
/** Sensitive answers are typed again after a reload rather than left in the browser. */
const NEVER_STORED: readonly (keyof ApplicationValues)[] = ['date', 'gender']

/** The rules' view of the CV: its type and size, or none yet. */
const cvFile = (cv: ChosenCv | null) => (cv ? { type: cv.type, size: cv.size } : null)

/**
 * The application's lead (spec §7.8 `application`): the typed fields as a draft (not the date of
 * birth or the gender), the CV in memory beside them, and the rules on the visitor's own date and the open positions.
 */
export function useApplicationForm(given: readonly string[]) {
  // Settings hand a new list on every render; the rules must stay the same function.
  const key = given.join('\n')
  const positions = useMemo(() => (key ? key.split('\n') : []), [key])
  const cvChoice = useCvFile()
  const { cv, choose } = cvChoice
  // A file input cannot be emptied from code: a new one replaces it when the form starts over.
  const [fileKey, setFileKey] = useState(0)
  // The visitor's own date: a birthday today makes an adult today, wherever they are.
  const rules = useCallback(() => ({ today: localIsoDate(new Date()), positions }), [positions])
  const validate = useCallback(
    (values: ApplicationValues) => validateApplication({ ...values, cv: cvFile(cv) }, rules()),
    [cv, rules],
  )
  const lead = useCallback(
    (values: ApplicationValues) => ({
      kind: 'application' as const,
      form: { ...values, cv: cv?.dataUrl ?? '' },
    }),
    [cv],
  )
  const form = useLeadForm<ApplicationValues>({
    formId: 'postulacion',
    initial: INITIAL,
    neverStored: NEVER_STORED,
    validate,
    lead,
  })
  const { startOver } = form
  return {
    ...form,
    positions,
    cvChoice,
    fileKey,
    startOver: useCallback(() => {
      startOver()
      choose(null)
      setFileKey((count) => count + 1)
    }, [startOver, choose]),
  }
}
