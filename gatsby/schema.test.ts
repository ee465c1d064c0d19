/**
 * The declared schema must match what the normalisers produce: every field of a node is declared,
 * every declared field exists, and a non-null field is never null, checked over the demo's data.
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
import {
  normaliseNewsEntry,
  normaliseSettings,
  normaliseTokkoDevelopment,
  normaliseTokkoProperty,
} from '../src/broker/normalise'
import { catalogueSummary } from './sourceNodes'
import { settingsNode, singletonNode } from './nodes'
import { NODE_TYPES, TYPE_DEFS } from './schema'

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
  for (const key of Object.keys(value)) {
    if (NODE_FIELDS.has(key)) continue
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
  const catalogue = {
    settings: normaliseSettings(demo.settings),
    properties: demo.properties.map(normaliseTokkoProperty),
    developments: demo.developments.map(normaliseTokkoDevelopment),
    news: demo.news.map(normaliseNewsEntry),
  }

  it('declares exactly the fields of the settings and the catalogue counts', () => {
    expect([
      ...problemsOf(
        settingsNode(NODE_TYPES.settings, catalogue.settings, helpers),
        NODE_TYPES.settings,
      ),
      ...problemsOf(
        singletonNode(NODE_TYPES.catalogue, catalogueSummary(catalogue), helpers),
        NODE_TYPES.catalogue,
      ),
    ]).toEqual([])
  })

  it('also holds for empty settings, where every gap took its fallback', () => {
    expect(
      problemsOf(
        settingsNode(NODE_TYPES.settings, normaliseSettings({}), helpers),
        NODE_TYPES.settings,
      ),
    ).toEqual([])
  })

  it('would catch a field the normalisers add but the schema forgets', () => {
    const node = {
      ...settingsNode(NODE_TYPES.settings, catalogue.settings, helpers),
      nuevo_campo: 1,
    }
    expect(problemsOf(node, NODE_TYPES.settings)).toEqual([
      'SiteSettings.nuevo_campo no está declarado en SiteSettings',
    ])
  })

  it('declares no broker record: pages are made from the kept catalogue, not from queries', () => {
    expect(
      Object.keys(schema.getTypeMap()).filter((name) => /^(Broker|Property)/.test(name)),
    ).toEqual([])
  })
})
