import { cvMaxMegabytesOf as cvMaxMegabytesOfSetting } from '../src/domain/leads/applicationValidation'
import { cvMaxMegabytesOf, deployTargetOf } from './deployTarget'

describe('deployTargetOf', () => {
  it('is the production server unless Netlify is named or builds', () => {
    expect(deployTargetOf({})).toBe('server')
    expect(deployTargetOf({ DEPLOY_TARGET: ' Netlify ' })).toBe('netlify')
    expect(deployTargetOf({ NETLIFY: 'true' })).toBe('netlify')
    expect(deployTargetOf({ NETLIFY: 'true', DEPLOY_TARGET: 'server' })).toBe('server')
  })

  it('refuses a static-only deploy, or any other name, saying what to use', () => {
    for (const given of ['static', 'cloudflare', 'gh-pages'])
      expect(() => deployTargetOf({ DEPLOY_TARGET: given })).toThrow(
        /no es un destino de publicación.*"server".*"netlify".*sin las funciones/s,
      )
  })
})

describe('the largest CV of a target', () => {
  it("fits in a Netlify function's 6 MB body as a data URL, and is the backend's 5 MB elsewhere", () => {
    const netlify = cvMaxMegabytesOf('netlify')
    expect((netlify * 1024 * 1024 * 4) / 3 + 64 * 1024).toBeLessThan(6 * 1024 * 1024)
    expect(cvMaxMegabytesOf('server')).toBe(5)
  })

  it('reaches the site as GATSBY_CV_MAX_MB, anything odd read as 5', () => {
    expect(cvMaxMegabytesOfSetting('4')).toBe(4)
    for (const odd of [undefined, '', '0', '6', '4.5', 'cuatro'])
      expect(cvMaxMegabytesOfSetting(odd)).toBe(5)
  })
})
