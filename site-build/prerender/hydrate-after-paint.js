// Loads the app over a prerendered page once the page is on screen (docs/decisions/019).
// Copied into the build by site-build/prerender.ts; its <script> tag names the app's entry
// (data-entry) and the chunks that page needs (data-preload).
(function () {
  var tag = document.currentScript;
  // One element per task: starting a fetch costs the main thread a few milliseconds on a phone.
  function later(element) {
    setTimeout(function () {
      document.head.appendChild(element);
    }, 0);
  }
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.getAttribute('data-entry');
    later(script);
    var chunks = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    for (var i = 0; i < chunks.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = chunks[i];
      later(link);
    }
  }
  // After the frame that paints the page (a hidden tab paints nothing: start at once).
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(start);
})();
