// The "Open on site" document action: opens the page showing this document on the website.
import {LaunchIcon} from '@sanity/icons/Launch'
import {useEffect, useState} from 'react'
import {useClient, type DocumentActionComponent} from 'sanity'
import {STUDIO_API_VERSION} from './apiVersion.ts'
import {siteOrigin, sitePath, siteUrlFor, type SiteFacts} from './sitePages.ts'

// Baked in at Studio build time (Sanity replaces SANITY_STUDIO_* variables).
const env = {
  localLake: process.env.SANITY_STUDIO_LOCAL_LAKE,
  localSiteUrl: process.env.SANITY_STUDIO_LOCAL_SITE_URL,
}

const SETTINGS_QUERY = '*[_id == "siteSettings"][0]{siteUrl, productSlug}'

export const OpenOnSiteAction: DocumentActionComponent = (props) => {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const [facts, setFacts] = useState<SiteFacts | null>(null)
  useEffect(() => {
    let current = true
    client.fetch<SiteFacts | null>(SETTINGS_QUERY).then(
      (result) => current && setFacts(result ?? {}),
      () => current && setFacts({}),
    )
    return () => {
      current = false
    }
  }, [client])

  const doc = (props.published ?? props.draft) as Parameters<typeof sitePath>[1]
  const path = sitePath(props.type, doc, facts)
  if (path === undefined) return null
  const url = siteUrlFor(siteOrigin(env, facts), path)
  return {
    name: 'openOnSite',
    label: 'Open on site',
    icon: LaunchIcon,
    disabled: !url,
    title: url ? `Opens ${url} in a new tab` : 'This page has no address yet: fill in its address (or Site settings) first.',
    onHandle: () => {
      if (url) window.open(url, '_blank', 'noopener')
      props.onComplete()
    },
  }
}
