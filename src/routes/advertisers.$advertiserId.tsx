import { createFileRoute } from '@tanstack/react-router'
import { AdvertiserScreen } from '../features/advertiser/advertiser-screen'

export const Route = createFileRoute('/advertisers/$advertiserId')({
  component: AdvertiserScreen,
})
