// Work With Me, the four service information pages, the testimonials and the booking links, from Sanity.
import { query } from './query';
import type { SanityImageSource } from './images';

export type BookingLinkKey =
  | 'consultation'
  | 'singleSession'
  | 'package4'
  | 'package8'
  | 'stopSmoking'
  | 'regression60'
  | 'regression90';

export type BookingLinks = Record<BookingLinkKey, string>;

export type ServiceHighlight = 'Most Transformative' | 'Recommended';

export type ServiceInfoPage =
  | 'initial-consultation-info'
  | 'online-hypnotherapy-info'
  | 'stop-smoking-info'
  | 'past-life-regression-info';

export type ServicePrice = {
  key: string;
  label: string;
  durationMinutes: number;
  originalPrice: number | null;
  salePrice: number;
  bookingLink: BookingLinkKey;
  highlight: ServiceHighlight | null;
};

export type ServicePackage = {
  key: string;
  label: string;
  sessions: number;
  description: string | null;
  originalPrice: number | null;
  salePrice: number;
  bookingLink: BookingLinkKey;
};

export type ServiceOffering = {
  id: string;
  title: string;
  subtitle: string;
  anchorId: string;
  image: SanityImageSource | null;
  description: string;
  duration: string;
  sessions: string;
  features: string[];
  idealFor: string;
  highlight: ServiceHighlight | null;
  prices: ServicePrice[];
  priceNote: string | null;
  packages: ServicePackage[];
  infoPage: ServiceInfoPage;
  infoIntro: string[];
  steps: { key: string; title: string; text: string }[];
};

export type Testimonial = { id: string; name: string; location: string; rating: number; text: string };

export type WorkWithMePage = {
  title: string;
  intro: string;
  beginLabel: string;
  askLabel: string;
  testimonialsHeading: string;
  testimonialsIntro: string | null;
  backLabel: string;
  bookLabel: string;
  featuresHeading: string;
  idealHeading: string;
  stepsHeading: string;
  showPackagesLabel: string;
  hidePackagesLabel: string;
  questionsHeading: string;
  questionsText: string;
};

const OFFERING_PROJECTION = `{
  "id": _id, title, subtitle, anchorId, image, description, duration, sessions, features, idealFor,
  "highlight": coalesce(highlight, null),
  "prices": prices[]{"key": _key, label, durationMinutes, "originalPrice": coalesce(originalPrice, null), salePrice, bookingLink, "highlight": coalesce(highlight, null)},
  "priceNote": coalesce(priceNote, null),
  "packages": coalesce(packages[]{"key": _key, label, sessions, "description": coalesce(description, null), "originalPrice": coalesce(originalPrice, null), salePrice, bookingLink}, []),
  infoPage, infoIntro,
  "steps": steps[]{"key": _key, title, text}
}`;

export const SERVICES_QUERY = `*[_type == "serviceOffering"] | order(order asc) ${OFFERING_PROJECTION}`;

export const SERVICE_BY_INFO_PAGE_QUERY = `*[_type == "serviceOffering" && infoPage == $infoPage][0] ${OFFERING_PROJECTION}`;

export const TESTIMONIALS_QUERY = `*[_type == "testimonial"] | order(order asc) {"id": _id, name, location, rating, text}`;

export const WORK_WITH_ME_PAGE_QUERY = `*[_type == "workWithMePage" && _id == "workWithMePage"][0]{
  title, intro, beginLabel, askLabel, testimonialsHeading, "testimonialsIntro": coalesce(testimonialsIntro, null),
  backLabel, bookLabel, featuresHeading, idealHeading, stepsHeading, showPackagesLabel, hidePackagesLabel,
  questionsHeading, questionsText
}`;

export const BOOKING_LINKS_QUERY = `*[_type == "siteSettings" && _id == "siteSettings"][0].bookingLinks{
  consultation, singleSession, package4, package8, stopSmoking, regression60, regression90
}`;

function required<T>(value: T | null, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing from the content source`);
  return value;
}

export async function getServices(): Promise<ServiceOffering[]> {
  return query<ServiceOffering[]>(SERVICES_QUERY);
}

export async function getServiceByInfoPage(infoPage: ServiceInfoPage): Promise<ServiceOffering> {
  return required(await query<ServiceOffering | null>(SERVICE_BY_INFO_PAGE_QUERY, { infoPage }), `The service of /${infoPage}`);
}

export async function getTestimonials(): Promise<Testimonial[]> {
  return query<Testimonial[]>(TESTIMONIALS_QUERY);
}

export async function getWorkWithMePage(): Promise<WorkWithMePage> {
  return required(await query<WorkWithMePage | null>(WORK_WITH_ME_PAGE_QUERY), 'The workWithMePage document');
}

export async function getBookingLinks(): Promise<BookingLinks> {
  return required(await query<BookingLinks | null>(BOOKING_LINKS_QUERY), 'siteSettings.bookingLinks');
}
