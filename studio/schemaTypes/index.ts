import {banner} from './objects/banner.ts'
import {contactDetails} from './objects/contactDetails.ts'
import {footer} from './objects/footer.ts'
import {navChild} from './objects/navChild.ts'
import {navigation} from './objects/navigation.ts'
import {navLink} from './objects/navLink.ts'
import {notFound} from './objects/notFound.ts'
import {socialLink} from './objects/socialLink.ts'
import {siteSettings} from './siteSettings.ts'
import {lesson, lessonVideo} from './lesson.ts'
import {siteSettingsBookingLinks} from './objects/siteSettingsBookingLinks.ts'
import {serviceOffering} from './serviceOffering.ts'
import {serviceOfferingPackage} from './objects/serviceOfferingPackage.ts'
import {serviceOfferingPrice} from './objects/serviceOfferingPrice.ts'
import {serviceOfferingStep} from './objects/serviceOfferingStep.ts'
import {testimonial} from './testimonial.ts'
import {workWithMePage} from './workWithMePage.ts'
import {contactPage} from './contactPage.ts'
import {courseInfo, courseInfoBenefit, courseInfoSession, coursesPage} from './courseInfo.ts'
import {homePage, homePageArticle, homePageArticleLink, homePageInstagramPost, homePageLink, homePagePathway} from './homePage.ts'
import {contactPageFaq} from './objects/contactPageFaq.ts'
import {treatment} from './treatment.ts'
import {treatmentsPage} from './treatmentsPage.ts'
import {treatmentProcessStep} from './objects/treatmentProcessStep.ts'
import {treatmentButton} from './objects/treatmentButton.ts'
import {treatmentSleepLayout} from './objects/treatmentSleepLayout.ts'
import {treatmentPainLayout} from './objects/treatmentPainLayout.ts'
import {treatmentPainPoint} from './objects/treatmentPainPoint.ts'
import {treatmentsPageCard} from './objects/treatmentsPageCard.ts'

import {aboutPage} from './aboutPage.ts'
import {aboutPageValue} from './objects/aboutPageValue.ts'
import {blogPage} from './blogPage.ts'
import {blogPost} from './blogPost.ts'
import {blogPageSocialPost} from './objects/blogPageSocialPost.ts'
import {withPlainMessages} from './messages.ts'

/**
 * Every schema type of the Studio, each rule with a plain-English message (messages.ts).
 * The seed validator compiles this same list.
 */
export const schemaTypes = withPlainMessages([
  // documents
  siteSettings,
  lesson,
  lessonVideo,
  // objects used inside documents
  banner,
  navigation,
  navLink,
  navChild,
  socialLink,
  footer,
  contactDetails,
  notFound,
  siteSettingsBookingLinks,
  // Work With Me and the service information pages
  workWithMePage,
  serviceOffering,
  serviceOfferingPrice,
  serviceOfferingPackage,
  serviceOfferingStep,
  testimonial,
  // Home page
  homePage,
  homePageLink,
  homePagePathway,
  homePageArticle,
  homePageArticleLink,
  homePageInstagramPost,
  // Course pages
  coursesPage,
  courseInfo,
  courseInfoBenefit,
  courseInfoSession,
  // Contact page
  contactPage,
  contactPageFaq,
  // Treatments
  treatmentsPage,
  treatment,
  treatmentProcessStep,
  treatmentButton,
  treatmentSleepLayout,
  treatmentPainLayout,
  treatmentPainPoint,
  treatmentsPageCard,
  // About and blog
  aboutPage,
  aboutPageValue,
  blogPage,
  blogPost,
  blogPageSocialPost,
])
