import { uiText } from '@sous/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProviderButtons } from './provider-buttons';

/** Sign Up / Log In tabs, Sign Up first and selected (spec 000 §2). */
export function AuthCard() {
  return (
    <Card id="get-started" className="w-full shadow-lg">
      <Tabs defaultValue="sign-up">
        <CardHeader className="pb-2">
          <TabsList aria-label="Account">
            <TabsTrigger value="sign-up">{uiText.signUp}</TabsTrigger>
            <TabsTrigger value="log-in">{uiText.logIn}</TabsTrigger>
          </TabsList>
        </CardHeader>
        <CardContent>
          <TabsContent value="sign-up" className="mt-2 flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <CardTitle className="text-lg">Create your kitchen</CardTitle>
              <CardDescription>Free and private to your household.</CardDescription>
            </div>
            <ProviderButtons verb="Sign up" />
          </TabsContent>
          <TabsContent value="log-in" className="mt-2 flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <CardTitle className="text-lg">Welcome back</CardTitle>
              <CardDescription>Pick the way you signed up.</CardDescription>
            </div>
            <ProviderButtons verb="Log in" />
          </TabsContent>
        </CardContent>
      </Tabs>
    </Card>
  );
}
