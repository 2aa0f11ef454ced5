// The async boundary lets Module Federation initialise the shared singletons before any app code runs.
import('./bootstrap');
