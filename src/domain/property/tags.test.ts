import { groupTags } from './tags'
import type { Tag } from '../types'

const tag = (id: number, name: string, tag_type: Tag['tag_type']): Tag => ({ id, name, tag_type })

describe('groupTags', () => {
  it('groups tags as Servicios, Ambientes and Adicionales, in that order', () => {
    const groups = groupTags([
      tag(20, 'Pileta', 3),
      tag(1, 'Agua corriente', 1),
      tag(10, 'Balcón', 2),
      tag(2, 'Gas natural', 1),
    ])
    expect(groups).toEqual([
      { type: 1, label: 'Servicios', names: ['Agua corriente', 'Gas natural'] },
      { type: 2, label: 'Ambientes', names: ['Balcón'] },
      { type: 3, label: 'Adicionales', names: ['Pileta'] },
    ])
  })

  it('leaves out empty groups, blank names and repeats', () => {
    expect(groupTags([tag(1, 'Cloaca', 1), tag(9, 'Cloaca ', 1), tag(3, '  ', 3)])).toEqual([
      { type: 1, label: 'Servicios', names: ['Cloaca'] },
    ])
    expect(groupTags([])).toEqual([])
  })
})
