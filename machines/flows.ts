import type { AnyFlow } from './lib/flow';
import { sessionFlow } from './session.flow';
import { loginFlow } from './login.flow';
import { forgotPasswordFlow } from './forgotPassword.flow';
import { signupFlow } from './signup.flow';
import { signupStepsFlow } from './signupSteps.flow';
import { gamesFlow } from './games.flow';
import { gameLaunchFlow } from './gameLaunch.flow';
import { popupsFlow } from './popups.flow';
import { codeCaptureFlow } from './codeCapture.flow';
import { pageLoadingFlow } from './pageLoading.flow';
import { bannerRotationFlow, categoryBarFlow, homeContentFlow } from './homeContent.flow';
import { sideMenuFlow } from './sideMenu.flow';
import { favouritesFlow } from './favourites.flow';
import { paymentRequestFlow } from './paymentRequest.flow';
import { withdrawalFlow } from './withdrawal.flow';
import { depositFlow } from './deposit.flow';
import { makePaymentFlow } from './makePayment.flow';
import { verificationFlow } from './verification.flow';
import { extraPhonesFlow } from './extraPhones.flow';
import { birthdayFlow } from './birthday.flow';
import { passwordChangeFlow } from './passwordChange.flow';
import { inboxFlow } from './inbox.flow';
import { chatFlow } from './chat.flow';
import { vipConversionFlow } from './vipConversion.flow';
import { bettingRecordsFlow, transactionRecordsFlow, turnoverRecordsFlow } from './recordFilters.flow';

/** Every machine of the site, with its samples. A test checks that no machine is missing here. */
export const flows: AnyFlow[] = [sessionFlow, loginFlow, forgotPasswordFlow, gamesFlow, gameLaunchFlow, popupsFlow, codeCaptureFlow, pageLoadingFlow, homeContentFlow, bannerRotationFlow, categoryBarFlow, sideMenuFlow, favouritesFlow, signupFlow, signupStepsFlow, depositFlow, makePaymentFlow, withdrawalFlow, paymentRequestFlow, verificationFlow, extraPhonesFlow, birthdayFlow, passwordChangeFlow, inboxFlow, chatFlow, vipConversionFlow, bettingRecordsFlow, transactionRecordsFlow, turnoverRecordsFlow];
