import { createFileRoute } from '@tanstack/react-router'
import { SearchScreen } from '../features/search/search-screen'
import { adsQueryOptions } from '../lib/ads-query'

export const Route = createFileRoute('/')({
  // The first screen most visits see: kept in the main bundle, so its code downloads with it instead
  // of after it.
  codeSplitGroupings: [],
  loaderDeps: ({ search }) => ({ search }),
  // Start the first page while the screen's code loads, without holding the screen back for it.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(adsQueryOptions(deps.search, 'all'))
  },
  component: () => <SearchScreen scope="all" />,
})
