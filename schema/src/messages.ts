/** Validation and error messages shared by the gateway and the microfrontends (SPEC sections 5 and 8). */
export const messages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  emailInvalid: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  nameMax: 'Name must be at most 100 characters',
  invalidCredentials: 'Invalid username or password.',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  authenticationRequired: 'Authentication required',
  projectNameMin: 'Project name must be at least 2 characters',
  projectNameMax: 'Project name must be at most 100 characters',
  answerEmpty: 'Answer cannot be empty',
  invalidFileType: (file: string, types: string) => `Invalid file type: ${file}. Allowed types: ${types}`,
  fileTooLarge: (file: string) => `File ${file} exceeds the maximum allowed size of 20MB`,
  internalError: 'Something went wrong. Please try again.',
} as const;

/** Toast titles and default texts shown by the clients (SPEC section 8). */
export const toasts = {
  loginSuccess: 'Login Successful',
  loginFailed: 'Login Failed',
  loginFailedDefault: 'Invalid username or password.',
  registerSuccess: 'Registration Successful',
  registerFailed: 'Registration Failed',
  registerFailedDefault: 'Something went wrong. Please try again.',
} as const;
