import type { AnyFlow } from './lib/flow';
import { sessionFlow } from './session.flow';
import { loginFlow } from './login.flow';
import { forgotPasswordFlow } from './forgotPassword.flow';
import { gamesFlow } from './games.flow';
import { gameLaunchFlow } from './gameLaunch.flow';
import { signupFlow } from './signup.flow';
import { signupStepsFlow } from './signupSteps.flow';
import { popupsFlow } from './popups.flow';
import { codeCaptureFlow } from './codeCapture.flow';
import { pageLoadingFlow } from './pageLoading.flow';

/** Every machine of the site, with its samples. A test checks that no machine is missing here. */
export const flows: AnyFlow[] = [sessionFlow, loginFlow, forgotPasswordFlow, gamesFlow, gameLaunchFlow, signupFlow, signupStepsFlow, popupsFlow, codeCaptureFlow, pageLoadingFlow];
