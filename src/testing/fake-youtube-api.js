// A stand-in for YouTube's IFrame Player API script (https://www.youtube.com/iframe_api), for tests
// on machines that cannot reach YouTube (docs/testing.md, "The player"). The end-to-end tests
// serve it in place of the real script; screen tests run it in jsdom. It plays a silent
// 600-second video on a clock, and tests reach its players through window.__fakeYouTube.
;(function () {
  var STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 }
  var DURATION = 600
  var registry = (window.__fakeYouTube = window.__fakeYouTube || { players: [] })

  function Player(element, options) {
    var vars = options.playerVars || {}
    this.videoId = options.videoId
    this.host = options.host
    this.events = options.events || {}
    this.rate = 1
    this.state = STATE.UNSTARTED
    this.position = Number(vars.start) || 0
    this.since = 0
    this.iframe = document.createElement('iframe')
    this.iframe.src = 'about:blank'
    this.iframe.dataset.videoId = options.videoId
    element.replaceWith(this.iframe)
    registry.players.push(this)
    setTimeout(() => {
      if (this.events.onReady) this.events.onReady({ target: this, data: null })
      if (vars.autoplay) this.playVideo()
    }, 0)
  }
  Player.prototype.now = function () {
    if (this.state !== STATE.PLAYING) return this.position
    var elapsed = ((performance.now() - this.since) / 1000) * this.rate
    return Math.min(DURATION, this.position + elapsed)
  }
  Player.prototype.setState = function (state) {
    this.state = state
    if (this.events.onStateChange) this.events.onStateChange({ target: this, data: state })
  }
  Player.prototype.playVideo = function () {
    if (this.state === STATE.PLAYING) return
    this.since = performance.now()
    this.setState(STATE.PLAYING)
  }
  Player.prototype.pauseVideo = function () {
    if (this.state !== STATE.PLAYING) return
    this.position = this.now()
    this.setState(STATE.PAUSED)
  }
  Player.prototype.seekTo = function (seconds) {
    this.position = Math.max(0, Math.min(DURATION, seconds))
    this.since = performance.now()
  }
  /** Tests: plays to the end, as a video that ran its course. */
  Player.prototype.finish = function () {
    this.position = DURATION
    this.setState(STATE.ENDED)
  }
  Player.prototype.getCurrentTime = function () {
    return this.now()
  }
  Player.prototype.getDuration = function () {
    return DURATION
  }
  Player.prototype.getPlayerState = function () {
    return this.state
  }
  Player.prototype.setPlaybackRate = function (rate) {
    this.position = this.now()
    this.since = performance.now()
    this.rate = rate
    if (this.events.onPlaybackRateChange)
      this.events.onPlaybackRateChange({ target: this, data: rate })
  }
  Player.prototype.getPlaybackRate = function () {
    return this.rate
  }
  Player.prototype.getIframe = function () {
    return this.iframe
  }
  Player.prototype.destroy = function () {
    this.state = STATE.UNSTARTED
    this.iframe.remove()
    registry.players = registry.players.filter((player) => player !== this)
  }

  window.YT = { Player: Player, PlayerState: STATE }
  if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady()
})()
