import {
  clampIndex,
  keyTarget,
  lightboxLabel,
  pictureCounter,
  swipeStep,
  SWIPE_THRESHOLD,
  wrapIndex,
} from './lightbox'

describe('wrapIndex', () => {
  it('keeps an index on the list, wrapping past either end', () => {
    expect(wrapIndex(3, 12)).toBe(3)
    expect(wrapIndex(12, 12)).toBe(0)
    expect(wrapIndex(-1, 12)).toBe(11)
    expect(wrapIndex(-13, 12)).toBe(11)
  })

  it('is 0 for an empty list', () => {
    expect(wrapIndex(5, 0)).toBe(0)
    expect(wrapIndex(-1, 0)).toBe(0)
  })
})

describe('clampIndex', () => {
  it('keeps an index on the list, stopping at either end', () => {
    expect(clampIndex(3, 12)).toBe(3)
    expect(clampIndex(40, 12)).toBe(11)
    expect(clampIndex(-3, 12)).toBe(0)
  })

  it('is 0 for an empty list', () => {
    expect(clampIndex(3, 0)).toBe(0)
    expect(clampIndex(-1, 0)).toBe(0)
  })
})

describe('keyTarget', () => {
  it('steps with the arrows, wrapping at the ends, and jumps with Home and End', () => {
    expect(keyTarget('ArrowRight', 2, 12)).toBe(3)
    expect(keyTarget('ArrowRight', 11, 12)).toBe(0)
    expect(keyTarget('ArrowLeft', 0, 12)).toBe(11)
    expect(keyTarget('Home', 7, 12)).toBe(0)
    expect(keyTarget('End', 0, 12)).toBe(11)
  })

  it('ignores every other key', () => {
    expect(keyTarget('ArrowUp', 2, 12)).toBeNull()
    expect(keyTarget('Enter', 2, 12)).toBeNull()
  })

  it('stays on the only picture', () => {
    expect(keyTarget('ArrowRight', 0, 1)).toBe(0)
    expect(keyTarget('End', 0, 1)).toBe(0)
  })
})

describe('swipeStep', () => {
  it('goes to the next picture on a swipe to the left, the previous on one to the right', () => {
    expect(swipeStep(-SWIPE_THRESHOLD, 0)).toBe(1)
    expect(swipeStep(120, 10)).toBe(-1)
  })

  it('ignores short and mostly vertical movements', () => {
    expect(swipeStep(-(SWIPE_THRESHOLD - 1), 0)).toBe(0)
    expect(swipeStep(-60, 80)).toBe(0)
    expect(swipeStep(0, 0)).toBe(0)
  })
})

describe('lightbox texts', () => {
  it('counts from 1 and names the dialog after what it shows', () => {
    expect(pictureCounter(2, 12)).toBe('3 de 12')
    expect(lightboxLabel('Foto', 'Casa en Olivos')).toBe('Fotos de Casa en Olivos')
    expect(lightboxLabel('Plano', 'Casa en Olivos')).toBe('Planos de Casa en Olivos')
  })
})
