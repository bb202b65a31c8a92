import React from 'react';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import BrowserScreen from '../screens/BrowserScreen';
import BrowserWebViewScreen from '../screens/BrowserWebViewScreen';

const Stack = createNativeStackNavigator();

export const BrowserNavigator = () => (
  <Stack.Navigator>
    <Stack.Screen name="BrowserScreen" component={BrowserScreen} />
    <Stack.Screen name="BrowserWebViewScreen" component={BrowserWebViewScreen} />
  </Stack.Navigator>
);
