/** The dashboard's shape while its figures load, so the list below does not jump when it comes. */
export function DashboardPlaceholder() {
  return (
    <div role="status" className="flex flex-col gap-8">
      <span className="sr-only">Loading the advertiser's figures…</span>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-8 motion-reduce:animate-none">
        <div className={`h-16 ${block}`} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,2fr)]">
          {[0, 1, 2, 3].map((at) => (
            <div key={at} className={`h-20 ${block}`} />
          ))}
          <div className={`col-span-2 h-20 sm:col-span-4 xl:col-span-1 ${block}`} />
        </div>
        <ChartBlocks />
      </div>
    </div>
  )
}

const block = 'rounded-xl bg-sunken'

function ChartBlocks() {
  return (
    <>
      <div className="grid gap-4 xl:grid-cols-2">
        <div className={`h-80 ${block}`} />
        <div className={`h-80 ${block}`} />
      </div>
      <div className={`h-96 ${block}`} />
      <div className={`h-80 ${block}`} />
    </>
  )
}
