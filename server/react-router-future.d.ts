// The server is compiled apart from the app, so it does not see the types React Router
// generates from react-router.config.ts; this repeats the one flag its API types depend on:
// with middleware on, a load context is a RouterContextProvider.
import "react-router";

declare module "react-router" {
  interface Future {
    v8_middleware: true;
  }
}
