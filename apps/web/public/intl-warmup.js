// The first Intl object a page creates starts the browser's ICU (locale and time-zone data): 30–45 ms
// of main-thread time on this project's machine, once per page load. Every signed-in page formats
// dates, so that cost used to land in the middle of the page's first render, as one blocking task.
// This file, loaded async from index.html, pays it while the main thread waits for the app's scripts
// (decision 025, "Seventeenth session"). Nothing reads what it makes.
new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'full', timeStyle: 'short' }).format(0);
