import {banner} from './objects/banner.ts'
import {contactDetails} from './objects/contactDetails.ts'
import {footer} from './objects/footer.ts'
import {navChild} from './objects/navChild.ts'
import {navigation} from './objects/navigation.ts'
import {navLink} from './objects/navLink.ts'
import {notFound} from './objects/notFound.ts'
import {socialLink} from './objects/socialLink.ts'
import {siteSettings} from './siteSettings.ts'

/** Every schema type of the Studio. The seed validator compiles this same list. */
export const schemaTypes = [
  // documents
  siteSettings,
  // objects used inside documents
  banner,
  navigation,
  navLink,
  navChild,
  socialLink,
  footer,
  contactDetails,
  notFound,
]
