import {
  amountOrFallback,
  descriptionOrFallback,
  parkingLabel,
  typeNameOrFallback,
  unitTypeLabel,
} from './texts'

describe('fallback texts', () => {
  it('reads "Sin descripción" for an empty description', () => {
    expect(descriptionOrFallback('')).toBe('Sin descripción')
    expect(descriptionOrFallback('   \n ')).toBe('Sin descripción')
    expect(descriptionOrFallback(null)).toBe('Sin descripción')
    expect(descriptionOrFallback('<p>Luminoso</p>')).toBe('<p>Luminoso</p>')
  })

  it('reads "Sin Especificar" for a missing type, and "Sin asignar" in a units table', () => {
    expect(typeNameOrFallback(undefined)).toBe('Sin Especificar')
    expect(typeNameOrFallback(' ')).toBe('Sin Especificar')
    expect(typeNameOrFallback(' PH ')).toBe('PH')
    expect(unitTypeLabel(null)).toBe('Sin asignar')
    expect(unitTypeLabel('Sin Especificar')).toBe('Sin asignar')
    expect(unitTypeLabel('Departamento')).toBe('Departamento')
  })

  it('reads "No informado" for unknown amounts and parking', () => {
    expect(amountOrFallback(null)).toBe('No informado')
    expect(amountOrFallback(-1)).toBe('No informado')
    expect(amountOrFallback(0)).toBe('0')
    expect(amountOrFallback(3)).toBe('3')
    expect(parkingLabel(null)).toBe('No informado')
    expect(parkingLabel(1.5)).toBe('No informado')
    expect(parkingLabel(0)).toBe('Sin cochera')
    expect(parkingLabel(1)).toBe('1 cochera')
    expect(parkingLabel(2)).toBe('2 cocheras')
  })
})
