import { useCallback, useEffect, useRef, useState } from 'react'

const PREFIX = 'inmobiliaria:borrador:'
/** Drafts older than this are stale (a lead typed a week ago is not what the visitor wants now). */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

type Draftable = Record<string, string | string[]>

/** The stored draft's values for the fields of `initial`; anything else in it is ignored. */
export function readDraft<T extends Draftable>(
  raw: string | null,
  initial: T,
  now = Date.now(),
): T | null {
  if (!raw) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  const { savedAt, values } = (parsed ?? {}) as { savedAt?: unknown; values?: unknown }
  if (typeof savedAt !== 'number' || now - savedAt > MAX_AGE_MS) return null
  if (typeof values !== 'object' || values === null) return null
  const draft = { ...initial }
  for (const key of Object.keys(initial) as (keyof T)[]) {
    const value = (values as Record<string, unknown>)[key as string]
    const expected = initial[key]
    if (
      Array.isArray(expected) &&
      Array.isArray(value) &&
      value.every((item) => typeof item === 'string')
    ) {
      draft[key] = value as T[keyof T]
    } else if (typeof expected === 'string' && typeof value === 'string') {
      draft[key] = value as T[keyof T]
    }
  }
  return draft
}

/**
 * A form's values, kept as a draft in this browser so a reload (or a failed send) loses nothing
 * the visitor typed. The draft is read after hydration, written as the values change, and
 * dropped once the lead is received.
 */
export function useFormDraft<T extends Draftable>(formId: string, initial: T) {
  const [values, setValues] = useState<T>(initial)
  /** Something the visitor had typed came back from the draft (a file input cannot come back). */
  const [restored, setRestored] = useState(false)
  const loaded = useRef(false)
  const key = `${PREFIX}${formId}`

  useEffect(() => {
    try {
      const draft = readDraft(window.localStorage.getItem(key), initial)
      if (draft) setValues(draft)
      if (draft && JSON.stringify(draft) !== JSON.stringify(initial)) setRestored(true)
    } catch {
      // Storage may be forbidden (private mode): the form simply starts empty.
    }
    loaded.current = true
    // The draft is read once, for this form; `initial` is the form's own constant.
  }, [key])

  useEffect(() => {
    if (!loaded.current) return
    try {
      window.localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values }))
    } catch {
      // A full or forbidden storage keeps the draft for this page only.
    }
  }, [key, values])

  const discard = useCallback(() => {
    setRestored(false)
    try {
      window.localStorage.removeItem(key)
    } catch {
      // Nothing stored, nothing to drop.
    }
  }, [key])

  return { values, setValues, discard, restored }
}
