import { createFileRoute } from '@tanstack/react-router'
import { SearchScreen } from '../features/search/search-screen'
import { adsQueryOptions } from '../lib/ads-query'

export const Route = createFileRoute('/tiktok')({
  // Shares the search screen with `/`, which keeps it in the main bundle.
  codeSplitGroupings: [],
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(adsQueryOptions(deps.search, 'tiktok'))
  },
  component: () => <SearchScreen scope="tiktok" />,
})
