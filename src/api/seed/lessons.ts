/**
 * The demo lesson (docs/product.md, "Demo data"): "Anand's Immortal" carries the game as played,
 * Aronian – Anand, Wijk aan Zee 2013 (a public record), with its headers and no video times or
 * comments: a curator adds those by recording.
 */
export const seedLessons = [
  {
    videoId: 'Eas20kFpAYw',
    pgn: `[Event "Tata Steel Masters"]
[Site "Wijk aan Zee NED"]
[Date "2013.01.15"]
[Round "4"]
[White "Aronian, Levon"]
[Black "Anand, Viswanathan"]
[Result "0-1"]
[ECO "D46"]

1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 e6 5. e3 Nbd7 6. Bd3 dxc4 7. Bxc4 b5 8. Bd3 Bd6 9. O-O O-O
10. Qc2 Bb7 11. a3 Rc8 12. Ng5 c5 13. Nxh7 Ng4 14. f4 cxd4 15. exd4 Bc5 16. Be2 Nde5 17. Bxg4
Bxd4+ 18. Kh1 Nxg4 19. Nxf8 f5 20. Ng6 Qf6 21. h3 Qxg6 22. Qe2 Qh5 23. Qd3 Be3 0-1`,
    // Named here so that a new database needs no names to start (a test checks it against the
    // names: api/openings/lesson-openings.test.ts).
    opening: { eco: 'D46', name: 'Semi-Slav Defense: Chigorin Defense' },
  },
]
