/**
 * One page per property and operation, at /propiedad/{operation}/{fake address}/{id}: a property
 * for sale and for rent is reachable from both listings, each page showing its own price first.
 */
import { isOnOffer } from '../../src/domain/property/availability'
import { toPropertyCard } from '../../src/domain/listing/cards'
import { propertyJsonLd } from '../../src/domain/detail/jsonLd'
import { pageMonthlyCost } from '../../src/domain/property/pageMonthlyCost'
import { qrCodePath } from '../../src/domain/property/printSheet'
import { relatedFinder } from '../../src/domain/property/related'
import { propertyPath } from '../../src/domain/site/urls'
import type { PropertyContext } from '../../src/domain/contracts/pageContexts'
import { getTemplate, type PageFamily } from './shared'

export const propertyPages: PageFamily = ({ properties, siteUrl }, createPage) => {
  // Every property has its page, a sold unit's included; only those on offer are suggested.
  const related = relatedFinder(properties.filter(isOnOffer))
  for (const property of properties) {
    for (const { operation_id: operationId } of property.operations) {
      createPage<PropertyContext>({
        path: propertyPath(property, operationId),
        component: getTemplate('PropertyPage'),
        context: {
          property,
          operationId,
          related: related(property, operationId).map((other) =>
            toPropertyCard(other, operationId),
          ),
          monthly: pageMonthlyCost(property, operationId),
          jsonLd: propertyJsonLd(property, { operationId, siteUrl }),
          qrCode: qrCodePath(property.id, operationId),
        },
      })
    }
  }
}
