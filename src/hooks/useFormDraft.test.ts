import { act, renderHook } from '@testing-library/react'
import { clearStorage, everythingStored } from '../../__tests__/support/storage'
import {
  DRAFT_MAX_AGE_MS,
  DRAFT_PREFIX,
  LEGACY_DRAFT_PREFIX,
  readDraft,
  useFormDraft,
  type FormDraftOptions,
} from './useFormDraft'

type Values = { name: string; email: string; date: string; gender: string; tags: string[] }

const INITIAL: Values = { name: '', email: '', date: '', gender: '', tags: [] }
const NEVER: FormDraftOptions<Values> = { neverStored: ['date', 'gender'] }
const KEY = `${DRAFT_PREFIX}postulacion`
const NOW = 1_750_000_000_000

const session = () => window.sessionStorage
const draftOf = (values: Record<string, unknown>, savedAt = NOW) =>
  JSON.stringify({ v: 2, savedAt, values })

function renderDraft(initial: Values = INITIAL, options: FormDraftOptions<Values> = NEVER) {
  return renderHook(() => useFormDraft('postulacion', initial, options))
}

beforeEach(() => {
  clearStorage()
  jest.spyOn(Date, 'now').mockReturnValue(NOW)
})
afterEach(() => jest.restoreAllMocks())

describe('useFormDraft', () => {
  it('stores nothing on mount, not even initial values that are not empty', () => {
    const { result } = renderDraft({ ...INITIAL, name: 'Hola, me interesa' })
    expect(result.current.values.name).toBe('Hola, me interesa')
    expect(result.current.restored).toBe(false)
    expect(result.current.firstEditAt).toBeNull()
    expect(everythingStored()).toEqual({})
  })

  it('after an edit stores only the fields that may be stored, in sessionStorage', () => {
    const { result } = renderDraft()
    act(() =>
      result.current.edit((current) => ({
        ...current,
        email: 'ana@example.com',
        date: '1990-05-17',
        gender: 'Femenino',
        tags: ['Venta'],
      })),
    )
    expect(Object.keys(everythingStored())).toEqual([KEY])
    expect(JSON.parse(session().getItem(KEY)!)).toEqual({
      v: 2,
      savedAt: NOW,
      values: { name: '', email: 'ana@example.com', tags: ['Venta'] },
    })
    expect(session().getItem(KEY)).not.toMatch(/1990|Femenino|date|gender/)
  })

  it('writes nothing when only fields that are never stored were edited', () => {
    const { result } = renderDraft()
    act(() => result.current.edit((current) => ({ ...current, date: '1990-05-17' })))
    expect(result.current.values.date).toBe('1990-05-17')
    expect(everythingStored()).toEqual({})
  })

  it('drops the draft when the edits bring the form back to its initial values', () => {
    const { result } = renderDraft()
    act(() => result.current.edit((current) => ({ ...current, name: 'Ana' })))
    expect(session().getItem(KEY)).not.toBeNull()
    act(() => result.current.edit((current) => ({ ...current, name: '' })))
    expect(everythingStored()).toEqual({})
  })

  it('says when the visitor first edited, and keeps that time on later edits', () => {
    const { result } = renderDraft()
    act(() => result.current.edit((current) => ({ ...current, name: 'A' })))
    expect(result.current.firstEditAt).toBe(NOW)
    jest.spyOn(Date, 'now').mockReturnValue(NOW + 5_000)
    act(() => result.current.edit((current) => ({ ...current, name: 'An' })))
    expect(result.current.firstEditAt).toBe(NOW)
    expect(JSON.parse(session().getItem(KEY)!).savedAt).toBe(NOW + 5_000)
  })

  it('brings a draft of this tab back, says so, and does not write it again', () => {
    session().setItem(KEY, draftOf({ name: 'Ana', email: 'ana@example.com', tags: ['x'] }, 1))
    jest.spyOn(Date, 'now').mockReturnValue(1 + 60_000)
    const { result } = renderDraft()
    expect(result.current.values).toEqual({
      ...INITIAL,
      name: 'Ana',
      email: 'ana@example.com',
      tags: ['x'],
    })
    expect(result.current.restored).toBe(true)
    expect(result.current.firstEditAt).toBeNull()
    expect(JSON.parse(session().getItem(KEY)!).savedAt).toBe(1)
  })

  it('never brings back a field that is never stored, even when storage holds it', () => {
    session().setItem(KEY, draftOf({ email: 'ana@example.com', date: '1990-05-17', gender: 'F' }))
    const { result } = renderDraft()
    expect(result.current.values).toEqual({ ...INITIAL, email: 'ana@example.com' })
  })

  it('does not call values a restore when the draft only holds the initial values', () => {
    session().setItem(KEY, draftOf({ name: '', email: '' }))
    const { result } = renderDraft()
    expect(result.current.restored).toBe(false)
  })

  it(`sweeps drafts older than ${DRAFT_MAX_AGE_MS / 3_600_000} hours, of every form`, () => {
    const old = NOW - DRAFT_MAX_AGE_MS - 1
    session().setItem(KEY, draftOf({ name: 'Ana' }, old))
    session().setItem(`${DRAFT_PREFIX}consulta-7104123`, draftOf({ name: 'Beto' }, old))
    session().setItem(`${DRAFT_PREFIX}contacto`, draftOf({ name: 'Carla' }, NOW - 60_000))
    const { result } = renderDraft()
    expect(result.current.values).toEqual(INITIAL)
    expect(result.current.restored).toBe(false)
    expect(Object.keys(everythingStored())).toEqual([`${DRAFT_PREFIX}contacto`])
  })

  it('keeps a draft just under the limit', () => {
    session().setItem(KEY, draftOf({ name: 'Ana' }, NOW - DRAFT_MAX_AGE_MS + 1_000))
    const { result } = renderDraft()
    expect(result.current.values.name).toBe('Ana')
  })

  it('removes the drafts the previous version left in localStorage, and nothing else', () => {
    const legacy = JSON.stringify({ savedAt: NOW, values: { name: 'Ana', date: '1990-05-17' } })
    window.localStorage.setItem(`${LEGACY_DRAFT_PREFIX}postulacion`, legacy)
    window.localStorage.setItem(`${LEGACY_DRAFT_PREFIX}consulta-7104123`, legacy)
    window.localStorage.setItem('inmobiliaria:favoritos', '[]')
    const { result } = renderDraft()
    // The legacy draft is not read back either: it may be another person's.
    expect(result.current.values).toEqual(INITIAL)
    expect(everythingStored()).toEqual({ 'inmobiliaria:favoritos': '[]' })
  })

  it.each([
    ['not JSON', '{{{'],
    ['null', 'null'],
    ['a list', '[1,2]'],
    ['a string', '"Ana"'],
    ['the old shape', JSON.stringify({ savedAt: NOW, values: { name: 'Ana' } })],
    ['a date that is not a number', JSON.stringify({ v: 2, savedAt: 'ayer', values: {} })],
    ['a draft from the future', draftOf({ name: 'Ana' }, NOW + DRAFT_MAX_AGE_MS + 1)],
    ['values that are a list', JSON.stringify({ v: 2, savedAt: NOW, values: ['Ana'] })],
  ])('ignores and removes %s under its key, without failing', (_, raw) => {
    session().setItem(KEY, raw)
    const { result } = renderDraft()
    expect(result.current.values).toEqual(INITIAL)
    expect(result.current.restored).toBe(false)
    expect(session().getItem(KEY)).toBeNull()
  })

  it('keeps only the fields of the right type from a foreign draft', () => {
    session().setItem(
      KEY,
      draftOf({ name: 42, email: 'ana@example.com', tags: ['a', 1], other: 'x', __proto__: 'y' }),
    )
    const { result } = renderDraft()
    expect(result.current.values).toEqual({ ...INITIAL, email: 'ana@example.com' })
  })

  it('keeps typing working when storage refuses to write (quota, private mode)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const { result } = renderDraft()
    act(() => result.current.edit((current) => ({ ...current, name: 'Ana' })))
    expect(result.current.values.name).toBe('Ana')
    expect(result.current.firstEditAt).toBe(NOW)
  })

  it('keeps typing working when storage cannot even be reached', () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const { result } = renderDraft()
    act(() => result.current.edit((current) => ({ ...current, name: 'Ana' })))
    act(() => result.current.discard())
    act(() => result.current.reset())
    expect(result.current.values).toEqual(INITIAL)
  })

  it('discard drops the draft and keeps the values on screen; no write follows', () => {
    const { result, rerender } = renderDraft()
    act(() => result.current.edit((current) => ({ ...current, name: 'Ana' })))
    act(() => result.current.discard())
    rerender()
    expect(result.current.values.name).toBe('Ana')
    expect(result.current.restored).toBe(false)
    expect(everythingStored()).toEqual({})
  })

  it('reset starts over: initial values, no draft, no first edit', () => {
    session().setItem(KEY, draftOf({ name: 'Ana' }))
    const { result } = renderDraft()
    expect(result.current.restored).toBe(true)
    act(() => result.current.edit((current) => ({ ...current, email: 'ana@example.com' })))
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ values: INITIAL, restored: false, firstEditAt: null })
    expect(everythingStored()).toEqual({})
  })

  it('a new form on the same tab (a reload) reads what the last one stored', () => {
    const first = renderDraft()
    act(() =>
      first.result.current.edit((current) => ({ ...current, name: 'Ana', date: '2000-01-01' })),
    )
    first.unmount()
    const second = renderDraft()
    expect(second.result.current.values).toEqual({ ...INITIAL, name: 'Ana' })
    expect(second.result.current.restored).toBe(true)
  })
})

describe('readDraft', () => {
  it('reads the fields of the form only, leaving out those never stored', () => {
    expect(readDraft(draftOf({ name: 'Ana', date: '1990-05-17' }), INITIAL, ['date'], NOW)).toEqual(
      { ...INITIAL, name: 'Ana' },
    )
    expect(readDraft(null, INITIAL, [], NOW)).toBeNull()
    expect(
      readDraft(draftOf({ name: 'Ana' }, NOW - DRAFT_MAX_AGE_MS - 1), INITIAL, [], NOW),
    ).toBeNull()
  })
})
