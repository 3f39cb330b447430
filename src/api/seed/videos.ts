import type { Video } from '@/shared/entities'

export const seedVideos: Video[] = [
  {
    _id: 'wofz0k6FCMU',
    title: 'The shortest game',
    creator: 'ChessBase India',
    category: 'Casual',
    level: 'beginner',
    tags: ['draws', 'elite', 'fun'],
    description:
      'Two elite players shake hands after only five moves. A look at why top-level games sometimes end in an agreed draw before they begin.',
  },
  {
    _id: 'uW1ZUk6nkDE',
    title: 'Most Brilliant Chess Moves',
    creator: 'Chess.com',
    category: 'Analysis',
    level: 'intermediate',
    tags: ['tactics', 'brilliancies', 'magnus carlsen'],
    description:
      "A grandmaster walks through Magnus Carlsen's most striking moves and explains the ideas behind each one.",
  },
  {
    _id: 'RbxDxocg8As',
    title: 'Chess Night With Chat!',
    creator: 'Tania Sachdev',
    category: 'Casual',
    level: 'beginner',
    tags: ['stream', 'blitz'],
    description:
      'A relaxed late-night stream: quick games, questions from viewers and plenty of banter.',
  },
  {
    _id: '6Ae2PthxWSA',
    title: 'Dr. Chess Episode 1 | IM Sagar Shah',
    creator: 'ChessBase India',
    category: 'Tutorial',
    level: 'beginner',
    tags: ['improvement', 'series'],
    description:
      'The first episode of a weekly series that diagnoses common weaknesses and prescribes exercises to fix them.',
  },
  {
    _id: 'nmu4FE79y_8',
    title: 'Chess Respects No One',
    creator: 'Agadmator',
    category: 'Analysis',
    level: 'intermediate',
    tags: ['game analysis', 'grand prix'],
    description: 'A sharp game from the 2022 FIDE Grand Prix in Belgrade, analysed move by move.',
  },
  {
    _id: 'Z2LHj-rgBbw',
    title: 'Goodnight Chess ft. Sagar Shah, Anish Giri',
    creator: 'Samay Raina',
    category: 'Casual',
    level: 'beginner',
    tags: ['stream', 'fun'],
    description:
      'A casual evening stream with two guests, mixing blitz games with stories from the circuit.',
  },
  {
    _id: 'yTiMhFkfj3k',
    title: 'CAN YOU MAKE A CAREER IN CHESS?',
    creator: 'Vidit Gujrathi',
    category: 'Casual',
    level: 'beginner',
    tags: ['career'],
    description:
      'Coaching, streaming, writing and organising: the ways to earn a living in chess besides becoming a grandmaster.',
  },
  {
    _id: 'Eas20kFpAYw',
    title: "Anand's Immortal",
    creator: 'Agadmator',
    category: 'Analysis',
    level: 'advanced',
    tags: ['game analysis', 'attack', 'classics'],
    description:
      'Aronian against Anand at Wijk aan Zee 2013, a game of sacrifices that many call the best of the year.',
  },
  {
    _id: '6IegDENuxU4',
    title: 'Chess Openings Study',
    creator: 'GothamChess',
    category: 'Tutorial',
    level: 'intermediate',
    tags: ['openings', 'improvement'],
    description:
      'How to study openings without memorising endless lines: understand the plans, then learn the moves.',
  },
]
