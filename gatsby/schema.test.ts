/**
 * The declared schema must match what the normalisers produce: every field of a node is declared,
 * every declared field exists, and a non-null field is never null, checked over the whole demo.
 */
import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql'
import { generateDemo } from '../emulator/data'
import { toBackendDevelopment, toBackendUnit } from '../emulator/core/backendShape'
import {
  normaliseBackendDevelopment,
  normaliseNewsEntry,
  normaliseSettings,
  normaliseTokkoDevelopment,
  normaliseTokkoProperty,
} from '../src/broker/normalise'
import { catalogSummary } from './sourceNodes'
import { recordNode, singletonNode } from './nodes'
import { NODE_TYPES, NOT_QUERYABLE, TYPE_DEFS } from './schema'

// What Gatsby itself defines around the type definitions.
const GATSBY_PRELUDE = 'interface Node { id: ID! }\ndirective @dontInfer on OBJECT\n'
const schema = buildSchema(GATSBY_PRELUDE + TYPE_DEFS + '\ntype Query { _: Boolean }')
const helpers = {
  createNodeId: (input: string) => `node-${input}`,
  createContentDigest: () => 'digest',
}
const NODE_FIELDS = new Set(['id', 'internal', 'parent', 'children'])

/** Problems of `value` against `type`, with the path to each. */
function check(value: unknown, type: GraphQLOutputType, path: string, problems: string[]): void {
  if (value === null || value === undefined) {
    if (isNonNullType(type)) problems.push(`${path} es null pero el esquema lo declara no nulo`)
    return
  }
  const inner = isNonNullType(type) ? type.ofType : type
  if (isListType(inner)) {
    if (!Array.isArray(value)) return void problems.push(`${path} debería ser una lista`)
    value.forEach((item, index) => check(item, inner.ofType, `${path}[${index}]`, problems))
    return
  }
  const named = getNamedType(inner)
  if (isObjectType(named)) checkObject(value as Record<string, unknown>, named, path, problems)
}

function checkObject(
  value: Record<string, unknown>,
  type: GraphQLObjectType,
  path: string,
  problems: string[],
) {
  const declared = type.getFields()
  const hidden = path.includes('.') ? [] : (NOT_QUERYABLE[type.name] ?? [])
  for (const key of Object.keys(value)) {
    if (NODE_FIELDS.has(key) || hidden.includes(key)) continue
    if (!declared[key]) problems.push(`${path}.${key} no está declarado en ${type.name}`)
  }
  for (const [name, field] of Object.entries(declared)) {
    if (name === 'id' && path.split('.').length === 1) continue
    if (!(name in value)) problems.push(`${path}.${name} está declarado en ${type.name} pero falta`)
    else check(value[name], field.type, `${path}.${name}`, problems)
  }
}

function problemsOf(node: Record<string, unknown>, typeName: string): string[] {
  const problems: string[] = []
  checkObject(node, schema.getType(typeName) as GraphQLObjectType, typeName, problems)
  return problems
}

describe('the declared schema', () => {
  const demo = generateDemo({ publicUrl: 'http://media.test' })
  const properties = demo.properties.map(normaliseTokkoProperty)

  it('declares exactly the fields of every property node', () => {
    const problems = properties.flatMap((property) =>
      problemsOf(recordNode(NODE_TYPES.property, property, helpers), NODE_TYPES.property),
    )
    expect(problems).toEqual([])
  })

  it('declares exactly the fields of every development node, from either source, units included', () => {
    const developments = [
      ...demo.developments.map(normaliseTokkoDevelopment),
      ...demo.developments.map((raw) => {
        const units = demo.properties
          .filter((property) => property.development?.id === raw.id)
          .map((unit) => toBackendUnit(unit, demo.unitPlacements.get(Number(unit.id))))
        return normaliseBackendDevelopment(toBackendDevelopment(raw, units))
      }),
    ]
    expect(developments.some((development) => development.units.length > 0)).toBe(true)
    const problems = developments.flatMap((development) =>
      problemsOf(recordNode(NODE_TYPES.development, development, helpers), NODE_TYPES.development),
    )
    expect(problems).toEqual([])
  })

  it('declares exactly the fields of news, settings and the catalogue counts', () => {
    const problems = [
      ...demo.news
        .map(normaliseNewsEntry)
        .flatMap((entry) =>
          problemsOf(recordNode(NODE_TYPES.news, entry, helpers), NODE_TYPES.news),
        ),
      ...problemsOf(
        singletonNode(NODE_TYPES.settings, normaliseSettings(demo.settings), helpers),
        NODE_TYPES.settings,
      ),
      ...problemsOf(
        singletonNode(
          NODE_TYPES.catalog,
          catalogSummary({
            settings: normaliseSettings(demo.settings),
            properties,
            developments: demo.developments.map(normaliseTokkoDevelopment),
            news: demo.news.map(normaliseNewsEntry),
          }),
          helpers,
        ),
        NODE_TYPES.catalog,
      ),
    ]
    expect(problems).toEqual([])
  })

  it('also holds for an almost empty record, where every gap took its fallback', () => {
    const sparse = normaliseTokkoProperty({ id: 1 })
    expect(
      problemsOf(recordNode(NODE_TYPES.property, sparse, helpers), NODE_TYPES.property),
    ).toEqual([])
    expect(
      problemsOf(
        singletonNode(NODE_TYPES.settings, normaliseSettings({}), helpers),
        NODE_TYPES.settings,
      ),
    ).toEqual([])
  })

  it('exposes no settings key to queries, though the node keeps them for the build', () => {
    const settings = singletonNode(NODE_TYPES.settings, normaliseSettings(demo.settings), helpers)
    expect(settings).toHaveProperty('keys.tokko', 'demo-tokko-key')
    const type = schema.getType(NODE_TYPES.settings) as GraphQLObjectType
    expect(Object.keys(type.getFields())).not.toContain('keys')
    expect(schema.getType('SiteKeys')).toBeUndefined()
  })

  it('would catch a field the normalisers add but the schema forgets', () => {
    const node = { ...recordNode(NODE_TYPES.property, properties[0]!, helpers), nuevo_campo: 1 }
    expect(problemsOf(node, NODE_TYPES.property)).toEqual([
      'Property.nuevo_campo no está declarado en Property',
    ])
  })
})
