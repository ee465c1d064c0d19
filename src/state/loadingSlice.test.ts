import loading, {
  initialLoadingState,
  LOADING_FLAGS,
  requestEnded,
  requestStarted,
  selectIsLoading,
} from './loadingSlice'

describe('loading slice', () => {
  it('has the flags of spec §4 (and the wider searches’) that a request raises, all down at first', () => {
    expect(LOADING_FLAGS).toEqual([
      'properties',
      'featured',
      'fullProperties',
      'more',
      'totalFilters',
      'locations',
      'dynamic',
      'developments',
      'unities',
      'novelties',
      'grid',
      'alternatives',
    ])
    for (const flag of LOADING_FLAGS) {
      expect(selectIsLoading({ loading: initialLoadingState }, flag)).toBe(false)
    }
  })

  it('stays up until every overlapping request of its kind has ended', () => {
    let state = loading(initialLoadingState, requestStarted('properties'))
    state = loading(state, requestStarted('properties'))
    state = loading(state, requestEnded('properties'))
    expect(selectIsLoading({ loading: state }, 'properties')).toBe(true)
    state = loading(state, requestEnded('properties'))
    expect(selectIsLoading({ loading: state }, 'properties')).toBe(false)
    expect(loading(state, requestEnded('properties')).properties).toBe(0)
  })
})
