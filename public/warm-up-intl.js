// The first use of Intl loads the browser's locale data: a task of a quarter of a second on a
// mid-range phone. This tiny script does it while the app's code is still downloading, when the page
// has nothing else to run, so that the country and language names the first screen shows (through
// Intl.DisplayNames, src/lib/display-names.ts) cost nothing extra when the app renders.
new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of('US')
new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of('en')
