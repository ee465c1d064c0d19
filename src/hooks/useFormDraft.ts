import { useCallback, useEffect, useMemo, useRef, useState, type SetStateAction } from 'react'

/**
 * sessionStorage key prefix of a draft: the draft dies with the tab, so the next person at a
 * shared computer never sees what the last one typed.
 */
export const DRAFT_PREFIX = 'inmobiliaria:borrador-sesion:'
/**
 * localStorage key prefix the previous version kept drafts under, forever and for every listing
 * viewed (`inmobiliaria:borrador:{formId}`): whatever is left there is removed on sight.
 */
export const LEGACY_DRAFT_PREFIX = 'inmobiliaria:borrador:'
/** A draft untouched for longer than this is removed: it is no longer the visit that typed it. */
export const DRAFT_MAX_AGE_MS = 2 * 60 * 60 * 1000
/** The shape of what is stored; anything else under the prefix is removed as foreign. */
const DRAFT_VERSION = 2

type Draftable = Record<string, string | string[]>

interface StoredDraft {
  v: typeof DRAFT_VERSION
  /** When the visitor last edited the form (ms since the epoch). */
  savedAt: number
  values: Record<string, string | string[]>
}

/** The stored draft when it is ours, readable and fresh; null for anything else. */
function parseDraft(raw: string | null, now: number): StoredDraft | null {
  if (!raw) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
  const { v, savedAt, values } = parsed as Partial<Record<keyof StoredDraft, unknown>>
  if (v !== DRAFT_VERSION) return null
  // A draft from the future is as suspect as a stale one.
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null
  if (now - savedAt > DRAFT_MAX_AGE_MS || savedAt - now > DRAFT_MAX_AGE_MS) return null
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null
  return parsed as StoredDraft
}

/**
 * The stored draft's values for the fields of `initial` that may be stored; every other field
 * keeps its initial value, and anything else in the draft (or of the wrong type) is ignored.
 */
export function readDraft<T extends Draftable>(
  raw: string | null,
  initial: T,
  neverStored: readonly (keyof T)[] = [],
  now: number = Date.now(),
): T | null {
  const stored = parseDraft(raw, now)
  if (!stored) return null
  const draft = { ...initial }
  for (const key of storableKeys(initial, neverStored)) {
    if (!Object.prototype.hasOwnProperty.call(stored.values, key)) continue
    const value: unknown = stored.values[key as string]
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

function storableKeys<T extends Draftable>(initial: T, neverStored: readonly (keyof T)[]) {
  return (Object.keys(initial) as (keyof T)[]).filter((key) => !neverStored.includes(key))
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields that may be stored, or null when none differs from the form's initial values. */
function storablePart<T extends Draftable>(
  values: T,
  initial: T,
  neverStored: readonly (keyof T)[],
): Draftable | null {
  const part: Draftable = {}
  let changed = false
  for (const key of storableKeys(initial, neverStored)) {
    part[key as string] = values[key] as string | string[]
    changed ||= !sameValue(values[key], initial[key])
  }
  return changed ? part : null
}

/** Storage may be missing or forbidden (private mode, blocked cookies): then there is none. */
function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind]
  } catch {
    return null
  }
}

function keysWithPrefix(store: Storage, prefix: string): string[] {
  const keys: string[] = []
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index)
    if (key?.startsWith(prefix)) keys.push(key)
  }
  return keys
}

/**
 * Removes what must not stay in this browser: every draft the previous version left in
 * localStorage, and every session draft that is stale, unreadable or not ours.
 */
export function sweepDrafts(now: number = Date.now()): void {
  try {
    const local = storage('localStorage')
    if (local) for (const key of keysWithPrefix(local, LEGACY_DRAFT_PREFIX)) local.removeItem(key)
  } catch {
    // Nothing can be stored there either, so nothing is left to remove.
  }
  try {
    const session = storage('sessionStorage')
    if (!session) return
    for (const key of keysWithPrefix(session, DRAFT_PREFIX)) {
      if (!parseDraft(session.getItem(key), now)) session.removeItem(key)
    }
  } catch {
    // As above.
  }
}

export interface FormDraftOptions<T extends Draftable> {
  /**
   * Fields that never reach storage (the application's date of birth and gender): they are
   * neither written nor read back, whatever a stored draft holds.
   */
  neverStored?: readonly (keyof T)[]
}

/**
 * A form's values, kept as a draft in this tab (sessionStorage) so a reload or a failed send
 * loses nothing the visitor typed. Nothing is written until the visitor edits a field, and only
 * the fields that may be stored are; the draft is read after hydration (once stale and legacy
 * drafts are swept) and dropped once the lead is received (`discard`) or the form starts over
 * (`reset`). Without storage the form works the same, only without a draft.
 */
export function useFormDraft<T extends Draftable>(
  formId: string,
  given: T,
  { neverStored = [] }: FormDraftOptions<T> = {},
) {
  // Both are often written inline (a new object each render): only their contents matter.
  const givenKey = JSON.stringify(given)
  const initial = useMemo(() => JSON.parse(givenKey) as T, [givenKey])
  const neverStoredKey = JSON.stringify(neverStored)
  const never = useMemo(() => JSON.parse(neverStoredKey) as (keyof T)[], [neverStoredKey])
  const [values, setValues] = useState<T>(initial)
  /** Something the visitor had typed came back from the draft (a file input cannot come back). */
  const [restored, setRestored] = useState(false)
  /** When the visitor first edited a field of this form on this page; null until then. */
  const [firstEditAt, setFirstEditAt] = useState<number | null>(null)
  /** The visitor changed something that the next write should store. */
  const unsaved = useRef(false)
  /** The visitor has edited this form (since it last started over): a late draft must not win. */
  const edited = useRef(false)
  const key = `${DRAFT_PREFIX}${formId}`

  useEffect(() => {
    sweepDrafts()
    // A visitor quicker than hydration keeps what they typed.
    if (edited.current) return
    try {
      const draft = readDraft(storage('sessionStorage')?.getItem(key) ?? null, initial, never)
      if (draft && !sameValue(draft, initial)) {
        // Read after hydration on purpose: the static HTML has no draft, and React must hydrate
        // the same empty form before the visitor's values come back.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setValues(draft)
        setRestored(true)
      }
    } catch {
      // Storage may be forbidden: the form simply starts empty.
    }
    // The draft is read once, for this form.
  }, [key, initial, never])

  useEffect(() => {
    if (!unsaved.current) return
    unsaved.current = false
    try {
      const session = storage('sessionStorage')
      if (!session) return
      const part = storablePart(values, initial, never)
      if (part) {
        const draft: StoredDraft = { v: DRAFT_VERSION, savedAt: Date.now(), values: part }
        session.setItem(key, JSON.stringify(draft))
      } else {
        session.removeItem(key)
      }
    } catch {
      // A full or forbidden storage keeps the draft for this page only.
    }
  }, [key, values, initial, never])

  /** The visitor changed the values: they are kept, and stored as the draft. */
  const edit = useCallback((update: SetStateAction<T>) => {
    const now = Date.now()
    unsaved.current = true
    edited.current = true
    setFirstEditAt((first) => first ?? now)
    setValues(update)
  }, [])

  const removeStored = useCallback(() => {
    unsaved.current = false
    try {
      storage('sessionStorage')?.removeItem(key)
    } catch {
      // Nothing stored, nothing to drop.
    }
  }, [key])

  /** The lead was received: the draft goes, the values stay on screen. */
  const discard = useCallback(() => {
    setRestored(false)
    removeStored()
  }, [removeStored])

  /** The form starts over: initial values, no draft, no edit yet. */
  const reset = useCallback(() => {
    edited.current = false
    setRestored(false)
    setFirstEditAt(null)
    setValues(initial)
    removeStored()
  }, [initial, removeStored])

  return { values, edit, discard, reset, restored, firstEditAt }
}
