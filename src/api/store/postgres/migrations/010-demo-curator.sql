-- Demo accounts on a server (docs/decisions/021-demo-accounts-on-a-server.md): their password is
-- in the README, so Alex Carter is a curator on a server only when GAMBIT_CURATORS names him.
UPDATE users SET role = NULL WHERE email = 'alex@gambit.dev';
